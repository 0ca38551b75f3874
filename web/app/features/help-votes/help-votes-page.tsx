import type { HelpVoteSummary } from "@ikey/contracts/console-api-schemas";
import { consoleApi } from "../../lib/console/console-api";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { screenData } from "../../lib/console/screen-data";
import { TableRegion } from "../../lib/console/table-region";

/** The answers per article, as the help answers screen's route loads them. */
export const loadHelpVotes = () => screenData(() => consoleApi<HelpVoteSummary>("GET", "/help-votes"));

/** The help centre's answers (support and admin): each article's Yes and No, and what readers wrote. */
export function HelpVotesPage({ summary }: { readonly summary: HelpVoteSummary }) {
  const answered = summary.articles.filter((article) => article.yes + article.no > 0);
  return (
    <section aria-labelledby="help-votes-title">
      <h1 id="help-votes-title">Help articles: was this helpful?</h1>
      {answered.length === 0 && <p>No one has answered yet.</p>}
      {answered.length > 0 && (
        <TableRegion label="Answers per article">
          <table className="console-table">
            <caption>Answers per article, the least helpful first</caption>
            <thead>
              <tr>
                <th scope="col">Article</th>
                <th scope="col">Yes</th>
                <th scope="col">No</th>
                <th scope="col">Comments</th>
              </tr>
            </thead>
            <tbody>
              {answered.map((article) => (
                <tr key={article.article} data-article={article.article}>
                  <th scope="row">
                    <a href={article.path} target="_blank" rel="noopener noreferrer">
                      {article.path}
                    </a>
                  </th>
                  <td>{article.yes}</td>
                  <td>{article.no}</td>
                  <td>
                    {article.comments.length === 0 ? (
                      "None"
                    ) : (
                      <ul>
                        {article.comments.map((comment) => (
                          <li key={`${comment.at}-${comment.comment}`}>
                            <strong>{comment.helpful ? "Yes" : "No"}</strong> ({comment.language},{" "}
                            {malaysiaTime(comment.at)}): {comment.comment}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
