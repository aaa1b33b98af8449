import { OPTIONS_GROUP_TYPE, type BasketItemOption } from '@inroom/shared';

/**
 * The options of a basket line as spec §2 shows item lines: a required choice as 'group name:
 * option', an extra with '+', a removal with a division sign '÷'. Screen readers hear 'with' and
 * 'without' instead of the signs.
 */
export function LineOptions({ options }: { options: readonly BasketItemOption[] }) {
  if (options.length === 0) return null;
  return (
    <ul className="line-options">
      {options.map((option) => (
        <li key={option.optionId} className="line-options__option">
          <OptionText option={option} />
        </li>
      ))}
    </ul>
  );
}

function OptionText({ option }: { option: BasketItemOption }) {
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
      return <SignedOption sign="+" spoken="with" name={option.name} />;
    case OPTIONS_GROUP_TYPE.optionalRemove:
      return <SignedOption sign="÷" spoken="without" name={option.name} />;
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
