import { mountDevHost } from '@chapter/shared/dev';
import App from './App';

mountDevHost('mfe-public', App, ['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password', '/support/terms', '/support/report-issue', '/support/user-manual']);
