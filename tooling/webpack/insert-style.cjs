// style-loader's `insert` in the shell's and the public remote's builds (create-config.cjs). A page drawn on the
// server (ssr/) carries every stylesheet of these two builds in <style id="first-screen-styles">: putting each one
// in again would only make the browser restyle the whole drawn page once per stylesheet, hundreds of milliseconds of
// main thread on a phone, all of it blocking time. Elsewhere, and in every other remote, stylesheets go in as usual.
/* global document -- runs in the browser, inside the built bundle */
module.exports = function insertStyle(element) {
  if (document.getElementById('first-screen-styles')) return;
  document.head.appendChild(element);
};
