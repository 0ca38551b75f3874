import { CAMPAIGN_SOURCE } from "@ikey/contracts/campaign-application";

/** One valid submission of each form, as the browser sends it. */
export const validRequestDemo = {
  name: "Aisyah Rahman",
  companyName: "Tadika Ceria",
  email: "aisyah@ceria.example",
  contactNumber: "012-345 6789",
  appointmentDate: "2026-12-03",
  appointmentTime: "10:30",
};

export const validCentreSignUp = {
  fullName: "Mei Ling Tan",
  gender: "Female",
  nationality: "Malaysian",
  nameOfSalesPerson: "",
  companyName: "Ceria Education Sdn Bhd",
  registrationNo: "202001012345",
  email: "office@ceria.example",
  address: "12 Jalan Sungai Pinang, 10150 George Town, Pulau Pinang",
  websiteUrl: "",
  loginEmail: "admin@ceria.example",
  businessName: "Tadika Ceria",
  contactPerson: "Mei Ling Tan",
  contactNumber: "04-226 1234",
};

export const validCampaignApplication = {
  firstName: "Kumar",
  lastName: "Raj",
  areaCode: "+60",
  phoneNumber: "123456789",
  email: "kumar@brightminds.example",
  centerName: "Bright Minds Tuition",
  businessRegistrationNumber: "BRN-0042",
  rhbAgentId: "A123",
  rhbBranch: "Penang Main",
  rhbAgentEmail: "agent@rhb.example",
  rhbAgentPhone: "",
  isExistingRHBCurrentAccount: "Yes",
  isReflexPackage: "Yes",
  reflexType: "Reflex Package Premium Plus",
  isFPXFormCompleted: "No",
  state: "Pulau Pinang",
  source: CAMPAIGN_SOURCE,
};
