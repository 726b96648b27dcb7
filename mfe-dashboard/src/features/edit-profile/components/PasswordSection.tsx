import { useState } from 'react';
import styled from 'styled-components';
import { Button, color } from '@chapter/shared';
import { Card, CardTitle } from '../../../components/Page';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const Text = styled.p`
  margin: 0 0 16px;
  color: ${color('muted')};
`;

/** The way into the Change Password dialog. */
export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="password-section">
      <CardTitle id="password-section">Password</CardTitle>
      <Text>Changing your password signs you out everywhere else.</Text>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Change Password
      </Button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
