import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';

/**
 * Loses or regains the connection as the browser reports it: navigator.onLine, and the event
 * that says it changed. The network itself stays whatever fakeApi made it. A test that goes
 * offline ends online even when it fails halfway: react-query's record of the connection is
 * shared by all tests, stops listening once the app is gone, and would hold the next test's requests.
 */
export function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
  if (!online) onTestFinished(() => onlineManager.setOnline(true));
}
