import { PRODUCT_NAME } from '@studio/contracts/constants';
import { OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '@studio/contracts/auth';
import type { EmailMessage } from '../mail/send-email-job';

const signature = `\n\nHappy storytelling,\nThe ${PRODUCT_NAME} team`;

export function verificationCodeEmail(to: string, name: string, code: string): EmailMessage {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} verification code: ${code}`,
    text: `Hello ${name},\n\nYour verification code is ${code}\n\nEnter it on the verification page to finish creating your account. The code expires in ${OTP_TTL_MINUTES} minutes.\n\nIf you did not sign up, you can ignore this e-mail.${signature}`,
  };
}

export function passwordRecoveryCodeEmail(to: string, name: string, code: string): EmailMessage {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} password reset code: ${code}`,
    text: `Hello ${name},\n\nYour password reset code is ${code}\n\nIt expires in ${OTP_TTL_MINUTES} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.${signature}`,
  };
}

export function resetLinkEmail(to: string, name: string, link: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hello ${name},\n\nUse this link to choose a new password (it works once, for ${RESET_LINK_TTL_MINUTES} minutes):\n\n${link}\n\nIf you did not ask to reset your password, you can ignore this e-mail.${signature}`,
  };
}

/** To the holder of an account someone tried to register again: no new account, and the ways back in. */
export function alreadyRegisteredEmail(to: string, name: string, signInLink: string, resetLink: string): EmailMessage {
  return {
    to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    text: `Hello ${name},\n\nSomeone, perhaps you, tried to create a ${PRODUCT_NAME} account with this e-mail address. You already have one, so nothing was changed.\n\nSign in: ${signInLink}\nForgotten your password? Choose a new one: ${resetLink}\n\nIf it was not you, you can ignore this e-mail.${signature}`,
  };
}
