import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import {
  BillingDetailsFields,
  billingDetailsErrors,
  billingInputOf,
  billingValuesOf,
  emptyBillingDetails,
  type BillingDetailsValues,
} from './index';

let last: BillingDetailsValues = emptyBillingDetails;
function Harness({ start, errors }: { start: BillingDetailsValues; errors?: Record<string, string> }) {
  const [values, setValues] = useState(start);
  last = values;
  return <BillingDetailsFields values={values} onChange={setValues} errors={errors} />;
}

afterEach(() => void i18n.changeLanguage('tr'));

describe('the billing details form (shared by Ayarlar and the card payment)', () => {
  it('asks a person for the T.C. kimlik no and a company for VKN and tax office, in Turkish', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness start={emptyBillingDetails} />, { language: 'tr' });
    const group = screen.getByRole('group', { name: 'Fatura bilgileri' });
    expect(within(group).getByRole('radio', { name: 'Bireysel' })).toBeChecked();
    await user.type(within(group).getByLabelText('Ad soyad'), 'Ayşe Yılmaz');
    await user.type(within(group).getByLabelText('T.C. kimlik no'), '10000000146');
    expect(within(group).queryByLabelText('Vergi dairesi')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Kurumsal' }));
    await user.type(within(group).getByLabelText('Şirket unvanı'), 'Örnek A.Ş.');
    await user.type(within(group).getByLabelText('Vergi kimlik no (VKN)'), '3130557669');
    await user.type(within(group).getByLabelText('Vergi dairesi'), 'Kadıköy');
    await user.type(within(group).getByLabelText('Fatura adresi'), 'Moda Cad. 1, Kadıköy');
    expect(within(group).queryByLabelText('T.C. kimlik no')).not.toBeInTheDocument();
    expect(billingInputOf(last)).toEqual({
      kind: 'company',
      full_name: 'Ayşe Yılmaz',
      company_name: 'Örnek A.Ş.',
      vkn: '3130557669',
      tax_office: 'Kadıköy',
      address: 'Moda Cad. 1, Kadıköy',
    });
    // what was typed for the other kind is not lost by looking at this one
    await user.click(within(group).getByRole('radio', { name: 'Bireysel' }));
    expect(within(group).getByLabelText('T.C. kimlik no')).toHaveValue('10000000146');
  });

  it('shows kept company details and the errors of a card payment’s body, in English', () => {
    renderWithProviders(
      <Harness
        start={billingValuesOf({
          kind: 'company',
          full_name: 'Ayşe Yılmaz',
          tckn: null,
          company_name: 'Örnek A.Ş.',
          vkn: '3130557669',
          tax_office: 'Kadıköy',
          address: 'Moda Cad. 1',
        })}
        errors={{ 'billing.vkn': 'Please enter a valid tax number.', address: 'This field is required.' }}
      />,
      { language: 'en' },
    );
    const group = screen.getByRole('group', { name: 'Billing details' });
    expect(within(group).getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(within(group).getByLabelText('Tax number (VKN)')).toHaveValue('3130557669');
    expect(within(group).getByLabelText('Tax office')).toHaveValue('Kadıköy');
    expect(within(group).getByText('Please enter a valid tax number.')).toBeInTheDocument();
    expect(within(group).getByText('This field is required.')).toBeInTheDocument();
  });
});

describe('checking the billing details before they are sent', () => {
  const person: BillingDetailsValues = {
    ...emptyBillingDetails,
    full_name: 'Ayşe Yılmaz',
    tckn: '10000000146',
    address: 'Kadıköy',
  };

  it('takes a person whose T.C. kimlik no has the right check digits, typed with spaces', () => {
    expect(billingDetailsErrors({ ...person, tckn: '100 000 001 46' }, 'tr')).toEqual({});
  });

  it('names a wrong check digit and a missing field, in the reader’s language', () => {
    expect(billingDetailsErrors({ ...person, tckn: '10000000147', address: ' ' }, 'tr')).toEqual({
      tckn: 'Geçerli bir T.C. kimlik numarası giriniz.',
      address: 'Bu alan zorunludur.',
    });
    expect(
      billingDetailsErrors(
        { ...person, kind: 'company', company_name: 'Örnek', vkn: '3130557668', tax_office: 'X' },
        'en',
      ),
    ).toEqual({ vkn: 'Please enter a valid tax number.' });
  });
});
