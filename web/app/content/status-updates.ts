import { translatable } from "./lib/translatable";

/** The words of /status-updates, the page a status e-mail's confirm or unsubscribe link opens (decision 0016). */
export const subscriberLinkCopy = translatable({
  reading: "Reading your link…",
  noLink:
    "This page confirms or cancels e-mail updates about incidents on the iKEY services. Open it from the link in one of our e-mails.",
  subscribeElsewhere: "Subscribe on Check App Status",
  backToStatus: "Go to Check App Status",
  confirmPrompt: "Do you want e-mail updates about incidents on the iKEY services at this address?",
  confirmButton: "Confirm my subscription",
  unsubscribePrompt: "Do you want to stop the e-mail updates about incidents on the iKEY services?",
  unsubscribeButton: "Unsubscribe",
  busy: "Please wait…",
  confirmed: "Your subscription is confirmed. We will e-mail you about every incident and its updates.",
  unsubscribed: "You are unsubscribed, and we have deleted your address. You will get no more e-mails from us.",
  invalidLink: "This link is not valid.",
  failed: "That did not work. Please check your connection and try again.",
});
