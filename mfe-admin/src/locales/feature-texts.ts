// The sections declare the namespaces they draw with the way every remote's screens do (shared-ui/feature-texts);
// routes/lazy-section.ts registers them as a section's chunk arrives.
export { registerFeatureTexts, type FeatureTexts } from 'shared-ui/feature-texts';
