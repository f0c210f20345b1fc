import { countryCodes, countryName } from './country-names';
import type { TranslationType } from './job-kinds';
import { isCertifiedTranslation } from './name-sheet-kinds';

/**
 * The paper delivery's fixed lists and rules without its schemas (paper-delivery.ts, which re-exports them): the
 * job page and the order form's fields read these, and only the form's check on sending needs the address schema.
 */
export const paperDeliveryMethods = ['collect', 'courier', 'post'] as const;
export type PaperDeliveryMethod = (typeof paperDeliveryMethods)[number];

export const TURKIYE = 'TR';

/** A profile keeps its country as the Turkish name (settings.ts); an address keeps the code. '' when unknown. */
export function countryCodeOfTurkishName(name: string | null): string {
  return (name && countryCodes.find((code) => countryName(code, 'tr') === name)) || '';
}

/** A paper exists only for the certified types; an official-document translation is delivered as a file. */
export const paperDeliveryApplies = (type: string): boolean => isCertifiedTranslation(type);

/**
 * The apostille, and the ministry's and consulate's legalisation, are put on the original public document (or on
 * the notarised translation bound to it), so the office needs the original in hand; a sworn or notarised
 * translation is made from the scan the customer uploaded.
 */
export const originalNeeded = (type: TranslationType | string): boolean => type === 'apostille' || type === 'consular';

/** Whether the method sends the paper somewhere, and so needs a postal address. */
export const needsAddress = (method: PaperDeliveryMethod): boolean => method !== 'collect';

export const paperDeliveryStatuses = ['preparing', 'shipped', 'ready'] as const;
export type PaperDeliveryStatus = (typeof paperDeliveryStatuses)[number];

/** The step that fits a method: a paper to collect is made ready, one to send is shipped. */
export const shippingStepOf = (method: PaperDeliveryMethod): 'ready' | 'shipped' =>
  method === 'collect' ? 'ready' : 'shipped';
