import { OPTIONS_GROUP_TYPE, type BasketItemOption } from '@inroom/shared';

/**
 * The options of a basket line as spec §2 shows item lines: a required choice as 'group name:
 * option', an extra with '+', a removal with a division sign '÷'. Screen readers hear 'with' and
 * 'without' instead of the signs.
 */
export function LineOptions({
  options,
  spoken = SPOKEN_ENGLISH,
}: {
  options: readonly BasketItemOption[];
  /** The words read out for + and ÷; English unless the screen is in another language. */
  spoken?: Spoken;
}) {
  if (options.length === 0) return null;
  return (
    <ul className="line-options">
      {options.map((option) => (
        <li key={option.optionId} className="line-options__option">
          <OptionText option={option} spoken={spoken} />
        </li>
      ))}
    </ul>
  );
}

interface Spoken {
  with: string;
  without: string;
}

const SPOKEN_ENGLISH: Spoken = { with: 'with', without: 'without' };

function OptionText({ option, spoken }: { option: BasketItemOption; spoken: Spoken }) {
  switch (option.optionsGroupType) {
    case OPTIONS_GROUP_TYPE.required:
      return option.optionsGroupName ? (
        <>
          {option.optionsGroupName}: {option.name}
        </>
      ) : (
        <>{option.name}</>
      );
    case OPTIONS_GROUP_TYPE.optional:
      return <SignedOption sign="+" spoken={spoken.with} name={option.name} />;
    case OPTIONS_GROUP_TYPE.optionalRemove:
      return <SignedOption sign="÷" spoken={spoken.without} name={option.name} />;
  }
}

function SignedOption({ sign, spoken, name }: { sign: string; spoken: string; name: string }) {
  return (
    <>
      <span aria-hidden="true">{sign} </span>
      <span className="visually-hidden">{spoken} </span>
      {name}
    </>
  );
}
