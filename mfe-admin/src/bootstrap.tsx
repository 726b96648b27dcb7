import { mountDevHost } from '@chapter/shared/dev';
import App from './App';
import { ADMIN_TABS } from './components/adminTabs';

mountDevHost('mfe-admin', App, ADMIN_TABS.map((tab) => tab.to));
