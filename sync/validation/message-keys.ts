/**
 * The stable keys of validation messages. Rules report these keys; the UI translates them
 * through Lingui, with DEFAULT_MESSAGES_RO / DEFAULT_MESSAGES_EN as the source texts.
 */
export const MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  optionInvalid: 'validation.option_invalid',
  idInvalid: 'validation.id_invalid',
  tooLong: 'validation.too_long',
  outOfRange: 'validation.out_of_range',
  listInvalid: 'validation.list_invalid',
  emailInvalid: 'validation.email_invalid',
  phoneInvalid: 'validation.phone_invalid',
  cnpInvalid: 'validation.cnp_invalid',
  cnpChecksumWarning: 'validation.cnp_checksum_warning',
  cnpMismatchWarning: 'validation.cnp_mismatch_warning',
  dateInvalid: 'validation.date_invalid',
  datetimeInvalid: 'validation.datetime_invalid',
  timeInvalid: 'validation.time_invalid',
  scheduleInvalid: 'validation.schedule_invalid',
  scheduleHoursInvalid: 'validation.schedule_hours_invalid',
  scheduleNoOpenDay: 'validation.schedule_no_open_day',
  taxCodeInvalid: 'validation.tax_code_invalid',
  durationInvalid: 'validation.duration_invalid',
  priceInvalid: 'validation.price_invalid',
  ratingInvalid: 'validation.rating_invalid',
  contractExpiryBeforeStart: 'validation.contract_expiry_before_start',
  startYearRequired: 'validation.start_year_required',
  yearInFuture: 'validation.year_in_future',
  endYearBeforeStart: 'validation.end_year_before_start',
  selectAtLeastOneDoctor: 'validation.select_at_least_one_doctor',
  categoryRequired: 'validation.category_required',
  typeRequired: 'validation.type_required',
  investigationTypeRequired: 'validation.investigation_type_required',
  investigationTypeTooShort: 'validation.investigation_type_too_short',
  descriptionTooShort: 'validation.description_too_short',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];
