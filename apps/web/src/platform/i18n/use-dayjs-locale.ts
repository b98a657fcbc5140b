import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useDisplaySettings } from '../settings/display-settings-store';

/** Dates follow the interface language. Called by the layouts that show dates, not by login. */
export function useDayjsLocale(): void {
  const language = useDisplaySettings((state) => state.language);
  useEffect(() => {
    dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
  }, [language]);
}
