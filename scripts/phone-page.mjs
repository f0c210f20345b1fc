// The phone the panels' bench scripts load a panel in (bench-panels-cpu.mjs, profile-panel.mjs): a fresh Chromium
// page of a phone's size holding a role's session, on Slow 4G's round trip and bandwidth, as Lighthouse's mobile run.
import puppeteer from 'puppeteer-core';

/**
 * A fresh browser and its page on `site` (the line api/bench/web-server.ts prints), signed in as `role`, with the
 * page's DevTools session (`cdp`) throttling its network. The caller closes the browser.
 */
export async function phonePage(site, role) {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${site.url}/api/health`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, site.sessions[role]);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
    return { browser, page, cdp };
  } catch (err) {
    await browser.close();
    throw err;
  }
}
