import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView, startAnalytics } from './analytics';
import { usePageTitle } from './page-title';
import { scrollToTop } from './scroll-to-top';

/** On each navigation: the page's title, scroll to the top (not on the first page load) and report the page view. */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  usePageTitle(pathname);

  useEffect(() => startAnalytics(), []);

  useEffect(() => {
    if (first.current) first.current = false;
    else scrollToTop();
    reportPageView(pathname + search);
  }, [pathname, search]);

  return null;
}
