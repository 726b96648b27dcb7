import { mountDevHost } from '@chapter/shared/dev';
import App from './App';

mountDevHost('mfe-dashboard', App, ['/dashboard', '/profile', '/profile/edit']);
