/** The alerts and labels shared by the three lead forms (requirements: States and transitions, Error catalogue). */
export const SUBMITTING_LABEL = "Submitting...Please wait.";
export const SUBMITTED_MESSAGE = "Request has been submitted. Please wait for our specialist to contact you.";
export const REQUEST_FAILED_MESSAGE = "fail to request, please try again";
export const SUBMIT_FAILED_MESSAGE = "fail to submit, please try again";
