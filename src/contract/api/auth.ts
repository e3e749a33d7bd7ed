import {
  codeNeededSchema,
  confirmEmailChangeSchema,
  emailChangedSchema,
  signInCodeSchema,
} from '../account';
import {
  accountSchema,
  credentialsSchema,
  emptyBodySchema,
  forgotPasswordSchema,
  resendVerificationResponseSchema,
  resetPasswordSchema,
  resetRequestedSchema,
  sessionResponseSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '../auth';
import { endpoint } from '../endpoint';

const signedIn = { 200: sessionResponseSchema } as const;
/** A sign-in answers 202 with a challenge when the account's code is needed next. */
const signedInOrCodeNeeded = { 200: sessionResponseSchema, 202: codeNeededSchema } as const;

/** Who is signed in; signing up, in and out; the links sent by e-mail. */
export const authApi = {
  session: endpoint({
    method: 'GET',
    path: '/api/session',
    access: 'anyone',
    answers: signedIn,
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    access: 'anyone',
    body: credentialsSchema,
    answers: { 201: sessionResponseSchema },
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    access: 'anyone',
    body: credentialsSchema,
    answers: signedInOrCodeNeeded,
  }),
  signInCode: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/code',
    access: 'anyone',
    body: signInCodeSchema,
    answers: signedIn,
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'anyone',
    body: emptyBodySchema,
    answers: signedIn,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'anyone',
    body: forgotPasswordSchema,
    answers: { 202: resetRequestedSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'anyone',
    body: resetPasswordSchema,
    answers: signedInOrCodeNeeded,
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/auth/confirm-email-change',
    access: 'anyone',
    body: confirmEmailChangeSchema,
    answers: { 200: emailChangedSchema },
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'anyone',
    body: verifyEmailSchema,
    answers: { 200: verifyEmailResponseSchema },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    access: 'signed-in',
    body: emptyBodySchema,
    answers: { 200: resendVerificationResponseSchema },
  }),
  account: endpoint({
    method: 'GET',
    path: '/api/account',
    access: 'signed-in',
    answers: { 200: accountSchema },
  }),
};
