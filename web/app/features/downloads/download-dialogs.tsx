import { type AppId, appLabels, downloadHref, type Platform } from "@ikey/contracts/app-stores";
import { type DialogName, useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";
import * as m from "../../paraglide/messages.js";

interface DownloadDialog {
  readonly name: DialogName;
  readonly id: string;
  readonly title: () => string;
  readonly description: () => string;
  readonly platform: Platform;
}

export const downloadDialogs: readonly DownloadDialog[] = [
  {
    name: "download-android",
    id: "androidModal",
    title: m.downloads_android_title,
    description: m.downloads_android_description,
    platform: "google-play",
  },
  {
    name: "download-apple",
    id: "appleModal",
    title: m.downloads_apple_title,
    description: m.downloads_apple_description,
    platform: "app-store",
  },
  {
    name: "download-huawei",
    id: "huaweiModal",
    title: m.downloads_huawei_title,
    description: m.downloads_huawei_description,
    platform: "app-gallery",
  },
];

const appsInDialogs: readonly { app: AppId; audience: () => string }[] = [
  { app: "ikey-educator", audience: m.downloads_educator_audience },
  { app: "ikey", audience: m.downloads_parent_audience },
];

/** The Android, Apple and Huawei dialogs: each offers both apps from its store. */
export function DownloadDialogs() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();
  return downloadDialogs.map((dialog) => (
    <Modal
      key={dialog.id}
      id={dialog.id}
      title={dialog.title()}
      description={dialog.description()}
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
              <span className="download-audience">{audience()}</span>
            </div>
            <a className="button button-primary" href={downloadHref(dialog.platform, app)}>
              {m.downloads_download()}
              <span className="visually-hidden"> {appLabels[app]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  ));
}
