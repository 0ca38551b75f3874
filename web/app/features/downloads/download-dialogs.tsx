import { type AppId, appLabels, downloadHref, type Platform } from "@ikey/contracts/app-stores";
import { type DialogName, useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";

interface DownloadDialog {
  readonly name: DialogName;
  readonly id: string;
  readonly title: string;
  readonly platform: Platform;
  readonly store: string;
}

export const downloadDialogs: readonly DownloadDialog[] = [
  {
    name: "download-android",
    id: "androidModal",
    title: "Download Apps for Android",
    platform: "google-play",
    store: "Google Play",
  },
  {
    name: "download-apple",
    id: "appleModal",
    title: "Download Apps for Apple",
    platform: "app-store",
    store: "the App Store",
  },
  {
    name: "download-huawei",
    id: "huaweiModal",
    title: "Download Apps for Huawei",
    platform: "app-gallery",
    store: "AppGallery",
  },
];

const appsInDialogs: readonly { app: AppId; audience: string }[] = [
  { app: "ikey-educator", audience: "For teachers and centre staff" },
  { app: "ikey", audience: "For parents and adult learners" },
];

/** The Android, Apple and Huawei dialogs: each offers both apps from its store. */
export function DownloadDialogs() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();
  return downloadDialogs.map((dialog) => (
    <Modal
      key={dialog.id}
      id={dialog.id}
      title={dialog.title}
      description={`Both iKEY apps are free to download from ${dialog.store}.`}
      open={name === dialog.name}
      onOpenChange={(open) => !open && dialogs.close()}
      returnFocusTo={opener}
    >
      <ul className="download-list">
        {appsInDialogs.map(({ app, audience }) => (
          <li key={app} className="download-item">
            <div>
              <strong>{appLabels[app]}</strong>
              <br />
              <span className="download-audience">{audience}</span>
            </div>
            <a className="button button-primary" href={downloadHref(dialog.platform, app)}>
              Download<span className="visually-hidden"> {appLabels[app]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  ));
}
