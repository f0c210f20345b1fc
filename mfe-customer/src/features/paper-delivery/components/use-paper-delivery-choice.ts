import { useEffect, useState } from 'react';
import {
  TURKIYE,
  messageText,
  needsAddress,
  paperDeliveryApplies,
  type Locale,
  type PaperDeliveryMethod,
} from 'shared-ui/contracts';
import { usePostalAddress } from '../api/use-postal-address';

/**
 * The address check, and zod with it, comes after the panel: fetched once a method that sends the paper is chosen,
 * so it is here before the form is sent (building the address schemas was a long task of the panel's start on a
 * phone). Without it (the chunk could not be fetched) the server's same check answers instead.
 */
const loadAddressCheck = () => import('./address-check').then((m) => m.paperDeliveryOf);

export interface AddressValues {
  recipient: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  phone: string;
}
const blank: AddressValues = { recipient: '', address: '', city: '', postal_code: '', country: '', phone: '' };

/** The multipart fields of POST /user/upload that carry the choice (contracts/paper-delivery.ts). */
export type PaperDeliveryRequest = Partial<Record<`shipping_${keyof AddressValues}` | 'shipping_method', string>>;

/**
 * The order form's delivery choice: the method, and the postal address pre-filled from the profile
 * (GET /user/postal-address) until the customer edits it. It is asked for the certified types only. Collecting at
 * the office is chosen until the customer says otherwise, or, once they have given an address before, sending it
 * there (by courier in Türkiye, by post abroad).
 */
export function usePaperDeliveryChoice(translationType: string) {
  const applies = paperDeliveryApplies(translationType);
  const kept = usePostalAddress(applies);
  const [method, setMethodValue] = useState<PaperDeliveryMethod | ''>('collect');
  const [chosen, setChosen] = useState(false);
  const [address, setAddress] = useState<AddressValues>(blank);
  const [prefilled, setPrefilled] = useState(false);

  useEffect(() => {
    if (prefilled || !kept?.address) return;
    const a = kept.address;
    setAddress({ ...a, postal_code: a.postal_code ?? '', phone: a.phone ?? '' });
    setPrefilled(true);
    if (kept.saved && !chosen) setMethodValue(a.country === TURKIYE ? 'courier' : 'post');
  }, [kept, prefilled, chosen]);

  const sendsPaper = applies && method !== '' && needsAddress(method);
  useEffect(() => {
    if (sendsPaper) loadAddressCheck().catch(() => undefined);
  }, [sendsPaper]);

  // a courier carries within Türkiye, the post goes abroad: the country follows the method
  const setMethod = (next: PaperDeliveryMethod) => {
    setMethodValue(next);
    setChosen(true);
    if (next === 'courier') setAddress((a) => ({ ...a, country: TURKIYE }));
    if (next === 'post') setAddress((a) => (a.country === TURKIYE ? { ...a, country: '' } : a));
  };

  const payload = (): PaperDeliveryRequest => {
    if (!applies || !method) return {};
    if (method === 'collect') return { shipping_method: method };
    return Object.fromEntries([
      ['shipping_method', method],
      ...Object.entries(address).map(([k, v]) => [`shipping_${k}`, v]),
    ]) as PaperDeliveryRequest;
  };

  /** The same rule the server applies, in the reader's language; the method itself is asked for here. */
  const check = async (lang: Locale): Promise<Record<string, string>> => {
    if (!applies) return {};
    if (!method) return { shipping_method: messageText('required', lang) };
    if (!needsAddress(method)) return {};
    const paperDeliveryOf = await loadAddressCheck().catch(() => null);
    if (!paperDeliveryOf) return {};
    const { errors } = paperDeliveryOf(translationType, { ...payload(), shipping_method: method });
    return Object.fromEntries(Object.entries(errors).map(([k, code]) => [k, messageText(code, lang)]));
  };

  const reset = () => {
    setMethodValue('collect');
    setChosen(false);
  };

  return {
    applies,
    method,
    setMethod,
    address,
    setAddress,
    prefilled: prefilled && Boolean(kept),
    payload,
    check,
    reset,
  };
}
export type PaperDeliveryChoiceState = ReturnType<typeof usePaperDeliveryChoice>;
