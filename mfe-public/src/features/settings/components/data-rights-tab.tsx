import { DataExportSection } from './data-export-section';
import { PrivacyConsentSection } from './privacy-consent-section';

/** Kişisel Verilerim (KVKK / GDPR): the account's data export and its consent to the privacy notice. */
export function DataRightsTab() {
  return (
    <>
      <DataExportSection />
      <PrivacyConsentSection />
    </>
  );
}
