import styled from 'styled-components';
import { Avatar, color, radius } from '@chapter/shared';
import type { Developer } from '../data/developers';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};

  h3 {
    margin: 0;
  }
  .role {
    margin: 0;
    color: ${color('muted')};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 2px 10px;
    border-radius: ${radius('pill')};
    background: ${color('primarySoft')};
    color: ${color('primary')};
    font-size: 0.85rem;
  }
  .links {
    display: flex;
    gap: 16px;
  }
  .links a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

export function DeveloperCard({ developer }: { developer: Developer }) {
  return (
    <Card aria-label={developer.name}>
      <Avatar name={developer.name} size={56} />
      <h3>{developer.name}</h3>
      <p className="role">{developer.role}</p>
      <ul aria-label="Skills">
        {developer.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
      <div className="links">
        <a href={developer.codeHost} target="_blank" rel="noopener noreferrer">
          GitHub<span className="sr-only"> of {developer.name}</span>
        </a>
        <a href={developer.professionalNetwork} target="_blank" rel="noopener noreferrer">
          LinkedIn<span className="sr-only"> of {developer.name}</span>
        </a>
      </div>
    </Card>
  );
}
