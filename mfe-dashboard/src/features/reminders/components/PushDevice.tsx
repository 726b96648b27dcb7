import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, color, notify } from '@chapter/shared';
import { forgetSubscription, pushPublicKey, storeSubscription } from '../api/reminders';
import { currentSubscription, pushAvailability, subscribeThisBrowser } from '../lib/browserPush';

/** Where this browser stands: checked yet or not, able to get push, and subscribed. */
type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0 0 16px 26px;
  p {
    margin: 0;
    flex: 1 1 220px;
    font-size: 0.875rem;
    color: ${color('muted')};
  }
`;

const STATUS: Record<DeviceState, string> = {
  checking: 'Checking this browser…',
  unsupported: 'This browser cannot get push notifications. On an iPhone or iPad, add this site to your Home Screen first.',
  denied: "Notifications are blocked for this site. Allow them in your browser's site settings, then reload this page.",
  off: 'Push is off in this browser.',
  on: 'Push is on in this browser.',
};

export type PushDeviceProps = {
  /** How many browsers the member gets push in (the server's count). */
  devices: number;
  /** This browser was just subscribed and stored: the settings turn push on and count it. */
  onSubscribed: () => Promise<void>;
  /** This browser was just forgotten: the count changes. */
  onUnsubscribed: () => void;
};

/** This browser's push: its state in words, and the one button that turns it on (asking permission) or off. */
export function PushDevice({ devices, onSubscribed, onUnsubscribed }: PushDeviceProps) {
  const [state, setState] = useState<DeviceState>(() => {
    const availability = pushAvailability();
    return availability === 'unsupported' || availability === 'denied' ? availability : 'checking';
  });
  const [busy, setBusy] = useState(false);
  const checking = state === 'checking';

  // Whether this browser already holds a subscription is known only asynchronously.
  useEffect(() => {
    if (!checking) return;
    let live = true;
    currentSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [checking]);

  const turnOn = async () => {
    setBusy(true);
    try {
      const result = await subscribeThisBrowser(pushPublicKey);
      if (result === 'denied' || result === 'default') {
        setState(result === 'denied' ? 'denied' : 'off');
        notify.error(result === 'denied' ? 'Notifications are blocked for this site' : 'Push was not turned on: the browser asked and got no answer');
        return;
      }
      const json = result.toJSON();
      const stored = await storeSubscription({
        endpoint: result.endpoint,
        expirationTime: result.expirationTime,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      if (!stored.ok) {
        notify.error(stored.message);
        return;
      }
      setState('on');
      await onSubscribed();
      notify.success(stored.message);
    } catch (error) {
      notify.error(error instanceof Error && error.message ? `Push could not be turned on: ${error.message}` : 'Push could not be turned on');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const forgotten = await forgetSubscription(subscription.endpoint);
        if (!forgotten.ok) {
          notify.error(forgotten.message);
          return;
        }
        await subscription.unsubscribe();
        notify.success(forgotten.message);
      }
      setState('off');
      onUnsubscribed();
    } catch {
      notify.error('Push could not be turned off');
    } finally {
      setBusy(false);
    }
  };

  const others = state === 'on' ? devices - 1 : devices;
  return (
    <Box>
      <p role="status">
        {STATUS[state]}
        {others > 0 && ` Push also goes to ${others} other ${others === 1 ? 'browser' : 'browsers'} of yours.`}
      </p>
      {state === 'off' && (
        <Button size="small" variant="secondary" busy={busy} onClick={() => void turnOn()}>
          Turn on push here
        </Button>
      )}
      {state === 'on' && (
        <Button size="small" variant="secondary" busy={busy} onClick={() => void turnOff()}>
          Turn off push here
        </Button>
      )}
    </Box>
  );
}
