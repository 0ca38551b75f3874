// Strings from the requirements that tests at more than one level hold the site to. Written out here,
// not imported from the site's content modules, so that a changed string in the site fails a test.

/** The Centre Management System page's feature rows, top to bottom. */
export const CMS_FEATURES = ["Invoicing", "Announcement", "Gallery", "Data Management", "Attendance", "Student report"];
