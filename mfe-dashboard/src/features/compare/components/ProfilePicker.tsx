import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar, roleLabel } from '@chapter/shared';
import type { UserRef } from '@chapter/shared/types';
import { Label, Option, Options, Trigger, Who, Wrapper } from './ProfilePicker.styles';

export type ProfilePickerProps = {
  label: string;
  users: UserRef[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
  /** The first side of a MEMBER or USER is themselves and cannot change. */
  locked?: boolean;
};

function Person({ user }: { user: UserRef }) {
  return (
    <>
      <Avatar src={user.profilePicture?.url} name={user.name} size={36} />
      <Who>
        <strong>{user.name}</strong>
        <small>{roleLabel(user.role)}</small>
      </Who>
    </>
  );
}

/** A select listing every member with picture, name and role; arrows move, Enter picks, Escape closes. */
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
      <Label id={labelId}>{label}</Label>
      <Trigger
        ref={trigger}
        type="button"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-description={selected ? `${selected.name}, ${roleLabel(selected.role)}` : 'No profile chosen'}
        disabled={locked}
        onClick={() => (open ? setOpen(false) : openList())}
      >
        <span id={`${labelId}-value`}>{selected ? <Person user={selected} /> : 'Choose a member'}</span>
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
              aria-label={`${user.name}, ${roleLabel(user.role)}`}
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
