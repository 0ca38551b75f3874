import type { Platform } from "@ikey/contracts/app-stores";
import { type DialogName, useDialogs } from "../../components/dialogs";

// The platforms' own names, the same in every language; the dialogs they open say the rest.
// Each wears the badge of the store its dialog leads to (downloads.css).
const buttons: readonly { dialog: DialogName; label: string; store: Platform }[] = [
  { dialog: "download-android", label: "Android", store: "google-play" },
  { dialog: "download-apple", label: "iPhone", store: "app-store" },
  { dialog: "download-huawei", label: "Huawei", store: "app-gallery" },
];

/** Android, iPhone and Huawei buttons, each opening its download dialog. */
export function DownloadButtons() {
  const dialogs = useDialogs();
  return (
    <div className="download-buttons">
      {buttons.map((button) => (
        <button
          key={button.dialog}
          type="button"
          className={`store-badge store-${button.store}`}
          onClick={() => dialogs.open(button.dialog)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
