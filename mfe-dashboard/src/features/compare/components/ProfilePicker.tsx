import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar, ChevronDownIcon, roleLabel, VisuallyHidden } from '@chapter/shared';
import type { UserRef } from '@chapter/shared/types';
import { Caret, Label, Option, Options, Pause, Trigger, Who, Wrapper } from './ProfilePicker.styles';

export type ProfilePickerProps = {
  label: string;
  users: UserRef[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
  /** The first side of a MEMBER or USER is themselves and cannot change. */
  locked?: boolean;
};

/** Picture, name and role; read 'Asha Rao, Member' (the picture sits next to the name, so it is not read again). */
function Person({ user }: { user: UserRef }) {
  return (
    <>
      <Avatar src={user.profilePicture?.url} name={user.name} size={36} decorative />
      <Who>
        <strong>
          {user.name}
          <Pause>,</Pause>
        </strong>{' '}
        <small>{roleLabel(user.role)}</small>
      </Who>
    </>
  );
}

/**
 * A select listing every member with picture, name and role; arrows move, Enter picks, Escape closes. The button and
 * the options are named by what they show ('Select First Profile: Asha Rao, Member'), so every word a reader sees
 * is in the name a speech user says (WCAG 2.5.3).
 */
export function ProfilePicker({ label, users, selectedId, onSelect, locked = false }: ProfilePickerProps) {
  const labelId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const options = useRef<Array<HTMLLIElement | null>>([]);
  const selected = users.find((user) => user._id === selectedId) ?? null;

  useEffect(() => {
    if (open) options.current[active]?.focus();
  }, [open, active]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        users.findIndex((user) => user._id === selectedId),
      ),
    );
    setOpen(true);
  };
  const choose = (user: UserRef) => {
    onSelect(user._id);
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, Home: -users.length, End: users.length };
    if (event.key in moves) {
      event.preventDefault();
      setActive((index) => Math.min(users.length - 1, Math.max(0, index + moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (users[active]) choose(users[active]);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') trigger.current?.focus();
    }
  };

  return (
    <Wrapper>
      {/* The button repeats this label in its own name; read once, there. */}
      <Label id={labelId} aria-hidden="true">
        {label}
      </Label>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={locked}
        onClick={() => (open ? setOpen(false) : openList())}
      >
        <VisuallyHidden>{label}: </VisuallyHidden>
        {selected ? <Person user={selected} /> : 'Choose a member'}
        {!locked && (
          <Caret>
            <ChevronDownIcon size={16} />
          </Caret>
        )}
      </Trigger>
      {open && (
        <Options id={listId} role="listbox" aria-labelledby={labelId} onKeyDown={onKeyDown}>
          {users.map((user, index) => (
            <Option
              key={user._id}
              ref={(element) => {
                options.current[index] = element;
              }}
              role="option"
              tabIndex={index === active ? 0 : -1}
              aria-selected={user._id === selectedId}
              onClick={() => choose(user)}
            >
              <Person user={user} />
            </Option>
          ))}
        </Options>
      )}
    </Wrapper>
  );
}
