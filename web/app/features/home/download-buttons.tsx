import { type DialogName, useDialogs } from "../../components/dialogs";

// The platforms' own names, the same in every language; the dialogs they open say the rest.
const buttons: readonly { dialog: DialogName; label: string }[] = [
  { dialog: "download-android", label: "Android" },
  { dialog: "download-apple", label: "iPhone" },
  { dialog: "download-huawei", label: "Huawei" },
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
          className="button button-primary"
          onClick={() => dialogs.open(button.dialog)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
