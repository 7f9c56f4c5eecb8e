import { z } from 'zod';

/**
 * The validation message codes, one per rule, shared by server and web. The server puts them in its
 * field errors (`errors: {field: code}`); the web shows each from the reader's dictionary
 * (web/locales/{uz,ru,en}/validation.json), where the Uzbek texts are the spec's (§5), word for word.
 * A test checks that every code has a text in every language.
 */
export const MSG = {
  firstNameRequired: 'first_name_required',
  firstNameLetters: 'first_name_letters',
  lastNameRequired: 'last_name_required',
  lastNameLetters: 'last_name_letters',
  phoneRequired: 'phone_required',
  phoneInvalid: 'phone_invalid',
  passwordRequired: 'password_required',
  /** Sign-in's empty password: its own words, not sign-up's 'choose a strong password' (issue 40). */
  passwordEmpty: 'password_empty',
  birthdayRequired: 'birthday_required',
  emailRequired: 'email_required',
  regionRequired: 'region_required',
  productNameRequired: 'product_name_required',
  productPriceRequired: 'product_price_required',
  numberOnly: 'number_only',
  priceTooLarge: 'price_too_large',
  productDescriptionRequired: 'product_description_required',
  imagesMin: 'images_min',
  imagesMax: 'images_max',
  categoryRequired: 'category_required',
  discountRange: 'discount_range',
  passwordTooShort: 'password_too_short',
  emailInvalid: 'email_invalid',
  birthdayInvalid: 'birthday_invalid',
  districtInvalid: 'district_invalid',
  regionInvalid: 'region_invalid',
  genderInvalid: 'gender_invalid',
  purposesInvalid: 'purposes_invalid',
  tooLong: 'too_long',
  required: 'required',
  nameRequired: 'name_required',
  messageRequired: 'message_required',
  codeInvalid: 'code_invalid',
  imageOnly: 'image_only',
  imageTooLarge: 'image_too_large',
  imagePixelsTooMany: 'image_pixels_too_many',
  // Codes of rules the server checks against stored data.
  phoneTaken: 'phone_taken',
  resetCodeInvalid: 'reset_code_invalid',
  resetCodeExpired: 'reset_code_expired',
  parentNotFound: 'parent_not_found',
  fileTooLarge: 'file_too_large',
  oneSubject: 'one_subject',
  subjectRequired: 'subject_required',
  cursorConflict: 'cursor_conflict',
  badAddress: 'bad_address',
  /** An admin list's page size outside 1 to LIST_PAGE_SIZE_MAX. */
  pageSizeInvalid: 'page_size_invalid',
  /** Text with a NUL byte, another control character or half a character (a lone surrogate). */
  textInvalid: 'text_invalid',
  commentRequired: 'comment_required',
  categoryTitleRequired: 'category_title_required',
  // The announcement form (spec §3 Announcement form draft).
  announcementTypeRequired: 'announcement_type_required',
  announcementNameRequired: 'announcement_name_required',
  announcementDescriptionRequired: 'announcement_description_required',
  announcementRegionRequired: 'announcement_region_required',
  districtRequired: 'district_required',
  workTimeInvalid: 'work_time_invalid',
  /** Not negotiable, and neither end of the pay given. */
  payRequired: 'pay_required',
  /** price_min above price_max. */
  priceRange: 'price_range',
  imagesNotForJobs: 'images_not_for_jobs',
  announcementTypeFixed: 'announcement_type_fixed',
  /** An announcement's last day before today (Tashkent). */
  announcementExpiryPast: 'announcement_expiry_past',
  /** An announcement's last day more than ANNOUNCEMENT_MAX_TTL_DAYS ahead. */
  announcementExpiryTooFar: 'announcement_expiry_too_far',
  newsTitleRequired: 'news_title_required',
  newsDescriptionRequired: 'news_description_required',
  newsCategoryRequired: 'news_category_required',
  documentTitleRequired: 'document_title_required',
  documentTypeRequired: 'document_type_required',
  /** An upload that is not a PDF by its content (it must start with %PDF-). */
  pdfOnly: 'pdf_only',
  linkInvalid: 'link_invalid',
  dateInvalid: 'date_invalid',
  // Courses (issue 14).
  courseTitleRequired: 'course_title_required',
  /** The shop's category_required speaks of a product; a course's category has its own words. */
  courseCategoryRequired: 'course_category_required',
  lessonTitleRequired: 'lesson_title_required',
  /** A lesson with neither an embed address nor a video file. */
  videoRequired: 'video_required',
  /** An embed address of a provider not in VIDEO_EMBED_HOSTS. */
  videoUrlNotAllowed: 'video_url_not_allowed',
  /** An upload that is not an mp4 or webm video by its content. */
  videoOnly: 'video_only',
  /** Captions that are not a WebVTT file (UTF-8, beginning with WEBVTT, with at least one cue). */
  captionsOnly: 'captions_only',
  /** Captions holding markup WebVTT does not allow (<script>, any HTML tag, a STYLE block). */
  captionsMarkup: 'captions_markup',
  /** A captions upload with no file. */
  captionsRequired: 'captions_required',
  /** A captions file over CAPTIONS_MAX_BYTES (512 KB). */
  captionsTooLarge: 'captions_too_large',
  /** A progress report naming a lesson of another course. */
  lessonNotInCourse: 'lesson_not_in_course',
  // Admin and moderation (issue 15).
  /** A role outside ROLES, or one the caller may not give (grantableRoles). */
  roleInvalid: 'role_invalid',
  /** A rejection without one of REJECT_REASONS. */
  rejectReasonRequired: 'reject_reason_required',
  /** A report without one of REPORT_REASONS. */
  reportReasonRequired: 'report_reason_required',
  /** A report of what kind of thing (REPORT_TARGETS) was not given, or is not one. */
  reportTargetInvalid: 'report_target_invalid',
  /** A report with reason 'other' must say what is wrong. */
  reportNoteRequired: 'report_note_required',
  /** An audit filter's 'to' date before its 'from' date. */
  dateRange: 'date_range',
  // Web Push (issue 27).
  /** A push subscription's endpoint that is not an https address of a public host. */
  pushEndpointInvalid: 'push_endpoint_invalid',
  /** A push subscription's key that is not a P-256 public key (p256dh) or a 16-byte secret (auth). */
  pushKeyInvalid: 'push_key_invalid',
  // Reaching the seller (issue 40).
  /** A Telegram username that is not 5–32 letters, digits or underscores. */
  telegramInvalid: 'telegram_invalid',
  // What zod finds wrong by itself where a schema gives no message of ours (see zodIssueCode below).
  /** A value outside an enum or a literal. */
  invalidOption: 'invalid_option',
  /** A value of another type (a number where text is wanted, an object where a list is). */
  invalidType: 'invalid_type',
  /** A value that matches none of a union's forms, fails a check without a message of ours, or is not a multiple it must be. */
  invalidValue: 'invalid_value',
  /** Text not in the form it must have (an e-mail, a uuid, a date, a pattern). */
  invalidFormat: 'invalid_format',
  tooShort: 'too_short',
  /** A list with fewer items than it needs. */
  tooFew: 'too_few',
  /** A list with more items than it may hold. */
  tooMany: 'too_many',
  /** A number below its least value. */
  tooSmall: 'too_small',
  /** A number above its greatest value. */
  tooLarge: 'too_large',
  /** A field the request may not carry (a strict object's unknown key). */
  unknownField: 'unknown_field',
} as const;

type MessageCode = (typeof MSG)[keyof typeof MSG];

/**
 * zod's own issues as codes: what a schema checks without a message of ours (an enum, a type, a size,
 * a format, an unknown key) is worded by the reader's dictionary like every other rule, never by
 * zod's English ('Invalid option: expected one of …'). Installed once for every schema, on the server
 * (the API's `errors`) and in the web app (its forms): a message a schema or a check gives itself
 * still wins (zod asks this map only when there is none).
 */
function zodIssueCode(issue: z.core.$ZodRawIssue): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? MSG.required : MSG.invalidType;
    case 'invalid_value':
      return MSG.invalidOption;
    case 'invalid_format':
      return MSG.invalidFormat;
    case 'too_small':
      if (issue.origin === 'string') return issue.input === '' ? MSG.required : MSG.tooShort;
      return issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file' ? MSG.tooFew : MSG.tooSmall;
    case 'too_big':
      if (issue.origin === 'string') return MSG.tooLong;
      return issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file' ? MSG.tooMany : MSG.tooLarge;
    case 'unrecognized_keys':
      return MSG.unknownField;
    default:
      // invalid_union, invalid_key, invalid_element, not_multiple_of, custom.
      return MSG.invalidValue;
  }
}

z.config({ customError: zodIssueCode });
