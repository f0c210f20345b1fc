import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from 'shared-ui';
import { adminSections } from '../routes/admin-sections';
import { SectionIcon } from './section-icon';
import styles from './admin-layout.module.css';

/** Sidebar with the eight sections: collapsible on a desktop, shown and hidden on a phone. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <div className={`${styles.wrap} ${collapsed ? styles.collapsed : ''}`}>
      <button
        type="button"
        className={styles.mobileToggle}
        aria-expanded={mobileOpen}
        aria-controls="admin-sidebar"
        onClick={() => setMobileOpen((o) => !o)}
      >
        {mobileOpen ? t('sidebar.hide') : t('sidebar.show')}
      </button>
      <nav
        id="admin-sidebar"
        data-testid="admin-sidebar"
        aria-label={t('sidebar.label')}
        className={`${styles.sidebar} ${mobileOpen ? styles.mobileOpen : ''}`}
      >
        <div className={styles.sidebarHead}>
          {!collapsed && <span className={styles.title}>{t('title')}</span>}
          <button
            type="button"
            className={styles.collapse}
            aria-pressed={collapsed}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            onClick={() => setCollapsed((c) => !c)}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        <ul className={styles.list}>
          {adminSections.map((section) => (
            <li key={section.slug}>
              <NavLink
                to={`${paths.panel.admin}/${section.slug}`}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                onClick={() => setMobileOpen(false)}
                title={collapsed ? t(section.labelKey) : undefined}
              >
                <span className={styles.icon}>
                  <SectionIcon name={section.icon} />
                </span>
                <span className={collapsed ? 'visually-hidden' : styles.label}>{t(section.labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
