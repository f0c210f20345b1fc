import type { Middleware } from 'koa';
import type { AppState } from '../types';

/** A CSP that admits our own origin, the configured remote origins and, when on, the analytics origin. */
export function securityHeaders(extraOrigins: string[], analytics: boolean): Middleware<AppState> {
  const scripts = ["'self'", ...extraOrigins, ...(analytics ? ['https://www.googletagmanager.com'] : [])];
  const connect = [
    "'self'",
    ...extraOrigins,
    ...(analytics ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : []),
  ];
  const csp = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    // style-loader injects <style> tags; tiptap and the colour pickers write inline styles
    `style-src 'self' 'unsafe-inline' ${extraOrigins.join(' ')}`.trim(),
    // Slide images may be any web address the admin gives, http ones included.
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async function setSecurityHeaders(ctx, next) {
    await next();
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
