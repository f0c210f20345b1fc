import { registerNamespace } from 'shared-ui';
import { jobsEn } from '../../locales/en/jobs';
import { jobsTr } from '../../locales/tr/jobs';

registerNamespace('admin-jobs', { tr: jobsTr, en: jobsEn });

export { JobsSection } from './components/jobs-section';
