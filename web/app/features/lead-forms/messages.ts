/** The alerts and labels of spec points 4 and 8, shared by the three lead forms. */
export const SUBMITTING_LABEL = "Submitting...Please wait.";
export const SUBMITTED_MESSAGE = "Request has been submitted. Please wait for our specialist to contact you.";
export const REQUEST_FAILED_MESSAGE = "fail to request, please try again";
export const SUBMIT_FAILED_MESSAGE = "fail to submit, please try again";
