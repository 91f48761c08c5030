// The error catalogue's texts. Where the specification gives an English text, it is used as given.
import type { Texts } from '../texts';
import type { errors as th } from '../th/errors';

export const errors = {
  apiError: 'API error: {{message}}',
  unexpectedError: 'Unexpected error',
  underMaintenance: 'The system is under maintenance',
  genericError: 'An error occurred',
  somethingWentWrong: 'Oops...Something went wrong',
  invalidAnswer: 'The system sent an answer that could not be read',
  errorOccured: 'Error occured',
  notFoundTitle: 'Not Found',
  errorTitle: 'Error',
  pageNotFound: 'This page could not be found',
  errorPageFailed: 'An error occurred while showing the error page',
  backHome: 'Back to home',
  retry: 'Try again',
  chunkReloading: 'Loading the new version of this page...',
  chunkFailed: 'This page could not be loaded. Please try again.',
  statusCode: 'Status code {{code}}',
} as const satisfies Texts<typeof th>;
