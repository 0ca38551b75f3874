import type { Conversation } from "@ikey/contracts/console-api-schemas";
import { malaysiaTime } from "../../lib/console/malaysia-time";

type Message = Conversation["messages"][number];

/** Who wrote it, as the page names them: the lead's side by their name, the member's as "of iKEY". */
function writer(message: Message): string {
  const name = message.fromName || message.fromAddress;
  return message.side === "member" ? `${name} (iKEY)` : name;
}

/**
 * One e-mail of the conversation: what is new in it, and the rest (the quotes of earlier e-mails,
 * a signature) folded. Always text: the server keeps no HTML of any e-mail, and React escapes it.
 */
function ConversationMessage({ message, answered }: { readonly message: Message; readonly answered?: Message }) {
  const folded = message.text.trim() !== message.newText.trim();
  return (
    <li className={`conversation-message conversation-${message.side}`}>
      <p className="conversation-meta">
        <strong>{writer(message)}</strong>{" "}
        <time dateTime={new Date(message.at).toISOString()}>{malaysiaTime(message.at)}</time>
        {answered && <> · answers the e-mail of {malaysiaTime(answered.at)}</>}
      </p>
      {message.subject && <p className="conversation-subject">{message.subject}</p>}
      <p className="conversation-text">{message.newText}</p>
      {folded && (
        <details>
          <summary>Show the whole e-mail</summary>
          <p className="conversation-text">{message.text}</p>
        </details>
      )}
    </li>
  );
}

/** The lead's e-mails both ways, oldest first (docs/decisions/0041-conversations.md). */
export function LeadConversation({ conversation }: { readonly conversation: Conversation }) {
  const byId = new Map(conversation.messages.map((message) => [message.id, message]));
  return (
    <section aria-labelledby="conversation-title" className="console-panel">
      <h2 id="conversation-title">Conversation</h2>
      {conversation.answeredAt !== null && <p>The lead last answered on {malaysiaTime(conversation.answeredAt)}.</p>}
      {conversation.messages.length === 0 ? (
        <p>No e-mails yet. Replies sent from this page, and the lead's answers to them, show here.</p>
      ) : (
        <>
          {conversation.earlier > 0 && <p>{conversation.earlier} earlier e-mails are not shown.</p>}
          <ol className="conversation">
            {conversation.messages.map((message) => (
              <ConversationMessage
                key={message.id}
                message={message}
                answered={message.answers === null ? undefined : byId.get(message.answers)}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
