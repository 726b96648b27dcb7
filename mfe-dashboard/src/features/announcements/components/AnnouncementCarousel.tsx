import { useState, type FocusEvent } from 'react';
import { ANNOUNCEMENT_AUTO_SLIDE_MS, ChevronLeftIcon, ChevronRightIcon, NotificationCard, type Role } from '@chapter/shared';
import type { Announcement } from '@chapter/shared/types';
import { useAutoSlide } from '../hooks/useAutoSlide';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { Arrow, Controls, Dot, Dots, PauseButton, Region, Slide } from './AnnouncementCarousel.styles';

export type AnnouncementCarouselProps = {
  announcements: Announcement[];
  role: Role;
  onDelete: (announcement: Announcement) => void;
};

/**
 * One announcement at a time, moving on every 4 s; it holds still while hovered or focused, when the reader prefers
 * reduced motion, or after Pause. Previous/next and the dots move by hand.
 */
export function AnnouncementCarousel({ announcements, role, onDelete }: AnnouncementCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !reducedMotion && !stopped && announcements.length > 1;
  const { index, goTo, next, previous } = useAutoSlide(announcements.length, ANNOUNCEMENT_AUTO_SLIDE_MS, !rotating || hovered || focused);
  const current = announcements[index]!;
  const count = announcements.length;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Region
      aria-roledescription="carousel"
      aria-label="Latest announcements"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 && !reducedMotion && (
        <Controls>
          <PauseButton type="button" onClick={() => setStopped((value) => !value)}>
            {stopped ? 'Start auto-slide' : 'Pause auto-slide'}
          </PauseButton>
        </Controls>
      )}
      <Slide role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} aria-live={rotating ? 'off' : 'polite'}>
        <NotificationCard
          key={current._id}
          title={current.title}
          description={current.description}
          date={current.date}
          time={current.time ?? undefined}
          links={current.links}
          role={role}
          onDelete={() => onDelete(current)}
        />
      </Slide>
      {count > 1 && (
        <Controls>
          <Arrow type="button" aria-label="Previous announcement" onClick={previous}>
            <ChevronLeftIcon size={18} />
          </Arrow>
          <Dots>
            {announcements.map((announcement, position) => (
              <Dot
                key={announcement._id}
                type="button"
                aria-label={`Show announcement ${position + 1}: ${announcement.title}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-label="Next announcement" onClick={next}>
            <ChevronRightIcon size={18} />
          </Arrow>
        </Controls>
      )}
    </Region>
  );
}
