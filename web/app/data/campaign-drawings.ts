import accountingIntegration from "../images/campaign/accounting-integration.svg";
import bluetoothAttendance from "../images/campaign/bluetooth-attendance.svg";
import eInvoice from "../images/campaign/e-invoice.svg";
import galleryManagement from "../images/campaign/gallery-management.svg";
import managementReports from "../images/campaign/management-reports.svg";
import onlineBanking from "../images/campaign/online-banking.svg";
import payroll from "../images/campaign/payroll.svg";
import reportCard from "../images/campaign/report-card.svg";
import scheduledAnnouncement from "../images/campaign/scheduled-announcement.svg";
import banner from "../images/product-screens/campaign-banner.svg";
import flowChart from "../images/product-screens/campaign-flow-chart.svg";
import workflow from "../images/product-screens/campaign-workflow.svg";

/**
 * Every drawing under app/images/campaign/ and the campaign's screens under
 * app/images/product-screens/, keyed by file name, with the size of its viewBox
 * (drawings.test.ts keeps the two in step), as drawings.ts does for app/images/.
 * The campaign page's copy adds the alt text.
 */
export const campaignDrawings = {
  "accounting-integration": { src: accountingIntegration, width: 64, height: 64 },
  "campaign-banner": { src: banner, width: 560, height: 420 },
  "campaign-flow-chart": { src: flowChart, width: 480, height: 640 },
  "campaign-workflow": { src: workflow, width: 560, height: 360 },
  "bluetooth-attendance": { src: bluetoothAttendance, width: 64, height: 64 },
  "e-invoice": { src: eInvoice, width: 64, height: 64 },
  "gallery-management": { src: galleryManagement, width: 64, height: 64 },
  "management-reports": { src: managementReports, width: 64, height: 64 },
  "online-banking": { src: onlineBanking, width: 64, height: 64 },
  payroll: { src: payroll, width: 64, height: 64 },
  "report-card": { src: reportCard, width: 64, height: 64 },
  "scheduled-announcement": { src: scheduledAnnouncement, width: 64, height: 64 },
} as const satisfies Record<string, { src: string; width: number; height: number }>;
