import { Link, type LinkProps } from 'react-router-dom';
import { useAppDispatch } from './hooks';
import { transitionNameSet, type TransitionName } from './uiSlice';

/** A Link that records the route transition to play (spec §3 transitionName) as it is followed. */
export function TransitionLink({
  transition,
  onClick,
  ...props
}: LinkProps & { transition: TransitionName }) {
  const dispatch = useAppDispatch();
  return (
    <Link
      {...props}
      onClick={(event) => {
        dispatch(transitionNameSet(transition));
        onClick?.(event);
      }}
    />
  );
}
