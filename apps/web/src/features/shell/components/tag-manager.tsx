/**
 * The tag-manager script of the site's container; nothing is loaded when the site has none (SPEC §2.3). It runs
 * under the page's Content-Security-Policy by the request's nonce, and hands the nonce on to the library it
 * loads, which puts it on the inline scripts of the container's tags (Google's snippet for CSP).
 */
export function TagManager({ containerId, nonce }: { containerId: string | null; nonce?: string }) {
  if (!containerId) return null;
  // NOTE: the id is validated by the contract (`GTM-[A-Z0-9]+`), so it is safe inside the inline script. A plain
  // inline script (the tag manager's own snippet, which loads its library asynchronously) rather than next/script,
  // whose client code would otherwise be in every page's first-load JavaScript.
  const snippet =
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;` +
    `var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));` +
    `f.parentNode.insertBefore(j,f);})` +
    `(window,document,'script','dataLayer','${containerId}');`;
  return <script id="tag-manager" nonce={nonce} dangerouslySetInnerHTML={{ __html: snippet }} />;
}
