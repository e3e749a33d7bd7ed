import { type EmailSender, renderEmail } from '../email/render';

// The notices an account's owner gets when its sign-in details change: each goes to the
// address that was on the account, so a stranger's change never goes unseen.

export function passwordChangedEmail(sender: EmailSender, email: string, publicUrl: string) {
  return renderEmail(
    {
      subject: `Your ${sender.parkName} password was changed`,
      blocks: [
        { type: 'heading', text: 'Your password was changed' },
        {
          type: 'paragraph',
          text: `The password of the account ${email} was just changed, and every other browser signed in to it was signed out.`,
        },
        {
          type: 'paragraph',
          text: "If this wasn't you, choose a new password at once with “Forgot password” on the sign-in page, and tell the park.",
        },
        { type: 'action', label: 'Choose a new password', url: `${publicUrl}/forgot-password` },
      ],
    },
    sender,
  );
}

export function confirmNewEmail(sender: EmailSender, link: string, email: string) {
  return renderEmail(
    {
      subject: `Confirm your new e-mail address for ${sender.parkName}`,
      blocks: [
        { type: 'heading', text: 'Confirm your new e-mail address' },
        {
          type: 'paragraph',
          text: `You asked to sign in to ${sender.parkName} with ${email} from now on. To confirm that this address is yours, open the link below. It works once, for one day; until then your old address stays.`,
        },
        { type: 'action', label: 'Use this e-mail address', url: link },
        {
          type: 'paragraph',
          text: "If you didn't ask for this, you can ignore this e-mail.",
        },
      ],
    },
    sender,
  );
}

export function emailChangeRequestedEmail(
  sender: EmailSender,
  addresses: { oldEmail: string; newEmail: string },
  publicUrl: string,
) {
  const { oldEmail, newEmail } = addresses;
  return renderEmail(
    {
      subject: `A new e-mail address was asked for on your ${sender.parkName} account`,
      blocks: [
        { type: 'heading', text: 'A new e-mail address was asked for' },
        {
          type: 'paragraph',
          text: `Someone signed in to the account ${oldEmail} asked to change its address to ${newEmail}. It changes only when the link sent to the new address is opened.`,
        },
        {
          type: 'paragraph',
          text: "If this wasn't you, change your password now from your account page and tell the park.",
        },
        { type: 'action', label: 'Open your account page', url: `${publicUrl}/account` },
      ],
    },
    sender,
  );
}
