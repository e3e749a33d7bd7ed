import {
  accountDeletedSchema,
  accountSessionsSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEnrolmentSchema,
  dataExportSchema,
  emailChangeSentSchema,
  enrolmentSchema,
  passwordAndCodeSchema,
  passwordChangedSchema,
  passwordOnlySchema,
  recoveryCodesSchema,
  sessionIdParamsSchema,
  signedOutCountSchema,
  startEnrolmentSchema,
  twoFactorStateSchema,
} from '../account';
import { emptyBodySchema } from '../auth';
import { bookingContextSchema, dogNamesSchema } from '../bookingProfile';
import { accountContactSchema, saveContactSchema } from '../contact';
import { endpoint } from '../endpoint';

/** The account page: password, address, sessions, two-factor, name and mobile, dogs, the data and deletion. */
export const accountApi = {
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'signed-in',
    body: changePasswordSchema,
    answers: { 200: passwordChangedSchema },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/account/email',
    access: 'signed-in',
    body: changeEmailSchema,
    answers: { 202: emailChangeSentSchema },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'signed-in',
    answers: { 200: accountSessionsSchema },
  }),
  signOutSession: endpoint({
    method: 'POST',
    path: '/api/account/sessions/:id/sign-out',
    access: 'signed-in',
    params: sessionIdParamsSchema,
    body: emptyBodySchema,
    answers: { 200: signedOutCountSchema },
  }),
  signOutOthers: endpoint({
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    access: 'signed-in',
    body: emptyBodySchema,
    answers: { 200: signedOutCountSchema },
  }),
  startTwoFactor: endpoint({
    method: 'POST',
    path: '/api/account/two-factor/start',
    access: 'signed-in',
    body: startEnrolmentSchema,
    answers: { 200: enrolmentSchema },
  }),
  confirmTwoFactor: endpoint({
    method: 'POST',
    path: '/api/account/two-factor/confirm',
    access: 'signed-in',
    body: confirmEnrolmentSchema,
    answers: { 200: recoveryCodesSchema },
  }),
  newRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/account/two-factor/recovery-codes',
    access: 'signed-in',
    body: passwordOnlySchema,
    answers: { 200: recoveryCodesSchema },
  }),
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/api/account/two-factor/disable',
    access: 'signed-in',
    body: passwordAndCodeSchema,
    answers: { 200: twoFactorStateSchema },
  }),
  data: endpoint({
    method: 'GET',
    path: '/api/account/data',
    access: 'signed-in',
    answers: { 200: dataExportSchema },
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    access: 'signed-in',
    body: passwordAndCodeSchema,
    answers: { 200: accountDeletedSchema },
  }),
  dogs: endpoint({
    method: 'GET',
    path: '/api/account/dogs',
    access: 'signed-in',
    answers: { 200: dogNamesSchema },
  }),
  keepDogs: endpoint({
    method: 'POST',
    path: '/api/account/dogs',
    access: 'signed-in',
    body: dogNamesSchema,
    answers: { 200: dogNamesSchema },
  }),
  contact: endpoint({
    method: 'GET',
    path: '/api/account/contact',
    access: 'signed-in',
    answers: { 200: accountContactSchema },
  }),
  saveContact: endpoint({
    method: 'POST',
    path: '/api/account/contact',
    access: 'signed-in',
    body: saveContactSchema,
    answers: { 200: accountContactSchema },
  }),
  bookingContext: endpoint({
    method: 'GET',
    path: '/api/booking-context',
    access: 'signed-in',
    answers: { 200: bookingContextSchema },
  }),
};
