// The markup Foundry v13 puts around a template, so the system's CSS meets the same structure:
// - sheet / dialog: an ApplicationV2 window (`.application` > `header.window-header` +
//   `section.window-content`, the parts inside), the system's classes on the window element;
//   the sheet fills the 600 x 700 viewport (the size under test), a dialog takes its width.
// - chat: a message in the chat log (`#chat-log .chat-message` > `header.message-header` +
//   `.message-content`), the log as wide as Foundry's default sidebar (`--sidebar-width`, 300px).
// - sidebar: a sidebar tab (`#sidebar section.tab.sidebar-tab`), e.g. the combat tracker.
// - hud: the token HUD over the canvas (`#hud > form#token-hud` with `.col.left`, `.col.middle`,
//   `.col.right`), the template at the end of the left column, as a renderTokenHUD hook adds it;
//   bound to a one-square token (100px) in the middle of the viewport.
// The frame's own controls carry `data-frame` so the checks look only at the template's output.
// Themes: v13 puts `theme-light` / `theme-dark` on the body (the interface) and on each themed
// application and interface part. The page starts light; the runner switches the body and every
// `data-theme-root` element to dark in the same page load (in-page.js setTheme).
import Handlebars from "handlebars";
import { FONT_STYLESHEETS } from "./fonts.mjs";

const esc = Handlebars.escapeExpression;

export const VIEWPORT = { width: 600, height: 700 };

function applicationWindow(fixture, html, kind) {
  const tag = fixture.tag ?? (kind === "sheet" ? "form" : "div");
  const classes = ["application", kind === "sheet" ? "sheet" : "dialog", "themed", "theme-light", ...(fixture.classes ?? ["shelf-wars"])];
  const width = kind === "sheet" ? VIEWPORT.width : Math.min(fixture.width ?? 400, VIEWPORT.width);
  const height = kind === "sheet" ? `${VIEWPORT.height}px` : fixture.height ? `${fixture.height}px` : "auto";
  return `<${tag} id="sw-app" class="${esc([...new Set(classes)].join(" "))}" style="width:${width}px;height:${height}" data-frame-root data-theme-root>
  <header class="window-header" data-frame>
    <i class="window-icon fa-solid fa-user" aria-hidden="true"></i>
    <h1 class="window-title">${esc(fixture.title ?? "")}</h1>
    <button type="button" class="header-control icon fa-solid fa-xmark" data-action="close" aria-label="Close Window" data-frame></button>
  </header>
  <section class="window-content" data-frame-content>
${html}
  </section>
</${tag}>`;
}

function chatMessage(fixture, html) {
  const classes = ["chat-message", "message", "flexcol", ...(fixture.classes ?? [])];
  return `<div id="sidebar" class="app sidebar themed theme-light" data-theme-root>
  <section id="chat" class="tab sidebar-tab chat-sidebar active">
    <ol id="chat-log" class="chat-log plain">
      <li class="${esc(classes.join(" "))}" data-message-id="fixture0000000001" data-frame-root>
        <header class="message-header flexrow" data-frame>
          <h4 class="message-sender">${esc(fixture.speaker ?? "Gamemaster")}</h4>
          <span class="message-metadata"><time class="message-timestamp">Now</time></span>
        </header>
        <div class="message-content" data-frame-content>
${html}
        </div>
      </li>
    </ol>
  </section>
</div>`;
}

function sidebarTab(fixture, html) {
  const classes = ["tab", "sidebar-tab", "active", ...(fixture.classes ?? [])];
  return `<div id="sidebar" class="app sidebar themed theme-light" data-theme-root>
  <section id="${esc(fixture.tabId ?? "combat")}" class="${esc(classes.join(" "))}" data-frame-root data-frame-content>
${html}
  </section>
</div>`;
}

function tokenHud(fixture, html) {
  return `<div id="hud">
  <form id="token-hud" class="placeable-hud" data-frame-root style="left:200px;top:120px">
    <div class="col left" data-frame-content>
      <button type="button" class="control-icon" data-frame aria-label="Configure Token"><i class="fa-solid fa-gear" inert></i></button>
${html}
    </div>
    <div class="col middle" data-frame></div>
    <div class="col right" data-frame>
      <button type="button" class="control-icon" data-frame aria-label="Toggle Combat State"><i class="fa-solid fa-swords" inert></i></button>
    </div>
  </form>
</div>`;
}

/** The whole HTML document for one rendered template. */
export function framePage(fixture, rendered, title) {
  // `wrap`: the markup Foundry puts right around this template (e.g. a combat tracker row the
  // template is appended to), with `{{content}}` where the rendered template goes.
  // `{{name}}` in it takes the context's `name` (a row shows the same figure the template does).
  const html = fixture.wrap ? fixture.wrap.replace("{{name}}", esc(fixture.contextName ?? "")).replace("{{content}}", rendered) : rendered;
  const body =
    fixture.frame === "chat" ? chatMessage(fixture, html)
    : fixture.frame === "sidebar" ? sidebarTab(fixture, html)
    : fixture.frame === "hud" ? tokenHud(fixture, html)
    : applicationWindow(fixture, html, fixture.frame);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
${FONT_STYLESHEETS.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
<link rel="stylesheet" href="/__test__/foundry-base.css">
<link rel="stylesheet" href="/systems/shelf-wars/styles/shelf-wars.css">
</head>
<body class="vtt game system-shelf-wars theme-light" data-frame-kind="${esc(fixture.frame)}">
${body}
</body>
</html>
`;
}
