// On a page the server drew (FIRST_SCREEN=server, api/src/modules/web/index-page.ts), the scripts that take it over
// start once it is on the screen: until then its text and image have the connection and the main thread to
// themselves. The page comes without the shell's entry; its preloads wait in <template id="after-first-paint">.
(function () {
  'use strict';
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = document.getElementById('after-first-paint');
    if (preloads) document.head.appendChild(preloads.content.cloneNode(true));
    var entry = document.createElement('script');
    entry.src = '/main.js';
    document.head.appendChild(entry);
  }

  // The first contentful paint, as the browser reports it once the frame is on the screen (a frame drawn is not
  // yet a frame shown). Without the Paint Timing API, the frame after the next.
  function afterFirstPaint(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) return nextFrame(then);
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  function nextFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then, 0);
    });
  }
  // The load event: the images the page shows at once (the home page's first slide) are in, and the frame after it
  // has them on the screen.
  function afterLoad(then) {
    if (document.readyState === 'complete') nextFrame(then);
    else
      window.addEventListener('load', function () {
        nextFrame(then);
      });
  }

  // A page opened in a background tab paints nothing until it is shown: it starts at once. An image that never
  // comes (a stalled connection) holds back the load event: after 3 s the scripts start regardless, as the splash
  // lifts, so the page does not stay out of reach.
  if (document.visibilityState === 'hidden') start();
  else {
    afterFirstPaint(function () {
      afterLoad(start);
    });
    setTimeout(start, 3000);
  }
})();
