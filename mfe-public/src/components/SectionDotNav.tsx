import styled from 'styled-components';
import { color, media, radius, shadow } from '@chapter/shared';

export type PageSection = { id: string; label: string };

const Nav = styled.nav`
  position: fixed;
  top: 50%;
  right: 20px;
  z-index: 50;
  transform: translateY(-50%);
  padding: 10px 6px;
  border-radius: ${radius('pill')};
  background: rgba(255, 255, 255, 0.85);
  box-shadow: ${shadow('sm')};

  ol {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.below('tablet')} {
    display: none;
  }
`;

const Dot = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${color('border')};
    transition:
      transform 0.2s,
      background 0.2s;
  }
  &[aria-current='true']::before {
    background: ${color('primary')};
    transform: scale(1.35);
  }
  &:hover::before {
    background: ${color('primaryAlt')};
  }

  span {
    position: absolute;
    right: 34px;
    padding: 2px 8px;
    border-radius: ${radius('sm')};
    background: ${color('text')};
    color: ${color('surface')};
    font-size: 0.75rem;
    white-space: nowrap;
    opacity: 0;
    pointer-events: none;
    transition: opacity 0.15s;
  }
  &:hover span,
  &:focus-visible span {
    opacity: 1;
  }
`;

export type SectionDotNavProps = {
  label: string;
  sections: readonly PageSection[];
  activeId: string;
  onSelect: (id: string) => void;
};

/** The side dot-navigation: one button per section, the one in view marked current. Hidden on narrow screens. */
export function SectionDotNav({ label, sections, activeId, onSelect }: SectionDotNavProps) {
  return (
    <Nav aria-label={label}>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Dot type="button" aria-current={section.id === activeId ? 'true' : undefined} aria-label={section.label} onClick={() => onSelect(section.id)}>
              <span aria-hidden="true">{section.label}</span>
            </Dot>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
