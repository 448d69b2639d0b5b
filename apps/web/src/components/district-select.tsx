import { BANGLADESH_DISTRICTS } from '@sustho/contracts';
import type { ComponentProps } from 'react';
import { useCopy, useLanguage } from '../copy/language';

/**
 * Bangladesh's 64 districts, by the English name the API takes, shown in the reader's language
 * and in its alphabetical order, after a 'Choose a district' that is no choice.
 */
export function DistrictSelect(props: ComponentProps<'select'>) {
  const text = useCopy().layout;
  const { language } = useLanguage();
  const shown = BANGLADESH_DISTRICTS.map((district) => ({
    value: district.name,
    label: language === 'bn' ? district.bn : district.name,
  })).sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <select className="select select-bordered w-full" {...props}>
      <option value="">{text.chooseDistrict}</option>
      {shown.map((district) => (
        <option key={district.value} value={district.value}>
          {district.label}
        </option>
      ))}
    </select>
  );
}
