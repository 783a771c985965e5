import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { translateMessage } from './messages.ts';
import { fieldErrorsOf, fieldOfPointer } from './violations.ts';

const en = i18nFor('en-GB').t;

function violation(code: string, pointer: string, detail = 'This value should not be blank.') {
  return { status: '400', code: `VIOLATION::${code}`, detail, source: { pointer } };
}

describe('Store API violations on form fields', () => {
  it('turns pointers into field names', () => {
    expect(fieldOfPointer('/billingAddress/street')).toBe('billingAddress.street');
    expect(fieldOfPointer('/vatIds/0')).toBe('vatIds.0');
    expect(fieldOfPointer(undefined)).toBe('');
  });

  it('names the field in blank, too-short and invalid messages', () => {
    const errors = fieldErrorsOf([
      violation('IS_BLANK_ERROR', '/billingAddress/street'),
      violation('TOO_SHORT_ERROR', '/password'),
      violation('INVALID_EMAIL_FORMAT_ERROR', '/email'),
      violation('STREET_IS_BLANK_ERROR', '/street'),
    ]);
    expect(translateMessage(en, errors['billingAddress.street']!)).toBe('Street and house number should not be empty');
    expect(translateMessage(en, errors.password!)).toBe('Password is too short');
    expect(translateMessage(en, errors.email!)).toBe('E-mail address is invalid');
    expect(translateMessage(en, errors.street!)).toBe('Street and house number should not be empty');
  });

  it('maps the wrong password, a used e-mail, VAT and postal-code formats', () => {
    const errors = fieldErrorsOf(
      [
        violation('CUSTOMER_PASSWORD_NOT_CORRECT', '/password'),
        violation('CUSTOMER_EMAIL_NOT_UNIQUE', '/email'),
        violation('VAT_ID_FORMAT_NOT_CORRECT', '/vatIds/0'),
        violation('ZIP_CODE_INVALID', '/billingAddress/zipcode'),
        violation('NOT_EQUAL_ERROR', '/newPasswordConfirm'),
      ],
      { aliases: { 'vatIds.0': 'vatId' } },
    );
    expect(translateMessage(en, errors.password!)).toBe('Password incorrect');
    expect(translateMessage(en, errors.email!)).toBe('This e-mail address is already in use.');
    expect(errors.vatId?.key).toBe('forms.violations.vatIdFormat');
    expect(errors['billingAddress.zipcode']?.key).toBe('forms.violations.zipcodeInvalid');
    expect(translateMessage(en, errors.newPasswordConfirm!)).toBe('The passwords do not match');
  });

  it('shows the detail for blank address fields and keeps the first violation per field', () => {
    const errors = fieldErrorsOf([violation('IS_BLANK_ERROR', '/city'), violation('TOO_SHORT_ERROR', '/city')], { withDetail: true });
    expect(translateMessage(en, errors.city!)).toBe('City should not be empty: This value should not be blank.');
  });

  it('ignores entries that are no violations and localises messages', () => {
    expect(fieldErrorsOf([{ status: '401', code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }])).toEqual({});
    const errors = fieldErrorsOf([violation('IS_BLANK_ERROR', '/firstName')]);
    expect(translateMessage(i18nFor('pl-PL').t, errors.firstName!)).not.toBe(translateMessage(en, errors.firstName!));
  });
});
