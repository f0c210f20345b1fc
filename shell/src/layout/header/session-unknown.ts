import { createContext, useContext } from 'react';

/**
 * True in a panel's frame drawn by the server (ssr/src/render-panel-frame.tsx): the session is in the browser's
 * localStorage, so the server cannot tell a visitor from the signed-in person the panel is for. The header then
 * leaves its account corner empty instead of offering "Giriş Yap" to someone signed in, until the browser draws it.
 */
export const SessionUnknown = createContext(false);

export const useSessionUnknown = () => useContext(SessionUnknown);
