export * from './messages';
export * from './common';
export * from './auth';
export * from './jobs';
export * from './content';
export * from './translators';
export * from './settings';
export * from './locations';
